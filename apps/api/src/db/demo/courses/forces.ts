// Demo course: motion and Newton's laws (English, paid, taught on site in Tunis).
import { type CourseSeed, mc, tf } from '../types';

export const forces: CourseSeed = {
  title: "Forces and Motion: Newton's Laws",
  description:
    "Describe motion with speed, velocity and acceleration, read motion graphs, then explain it with Newton's three laws. The course ends with momentum and inclined planes, with worked examples you can check with a ruler, a trolley and a phone stopwatch in our lab sessions.",
  language: 'en',
  subcategory: 'physics',
  facilitator: 'Karim Haddad',
  price: 39,
  discount: 0,
  teaching: { type: 'on_place', latitude: 36.8065, longitude: 10.1815 },
  startInWeeks: 3,
  lengthInWeeks: 6,
  tagline: "Newton's laws",
  cover: {
    kind: 'forces',
    caption: 'Forces on a crate',
    arrows: [
      { angle: 0, length: 200, label: 'push' },
      { angle: 180, length: 110, label: 'friction' },
      { angle: 90, length: 150, label: 'N' },
      { angle: 270, length: 150, label: 'W' },
    ],
  },
  units: [
    {
      title: 'Describing motion',
      level: 'basic',
      objects: [
        {
          title: 'Speed, velocity and acceleration',
          type: 'abstract',
          summary:
            'Speed says how fast, velocity adds the direction, acceleration says how quickly velocity changes.',
          art: {
            kind: 'line',
            caption: 'A velocity-time graph',
            points: [
              [0, 0],
              [2, 4],
              [4, 8],
              [6, 8],
              [8, 8],
              [10, 0],
            ],
            xLabel: 'time (s)',
            yLabel: 'velocity (m/s)',
          },
          sections: [
            {
              title: 'Speed and velocity',
              minutes: 8,
              text: 'Average speed is the distance travelled divided by the time taken. A cyclist who covers 600 m in 120 s has an average speed of 5 m/s. Velocity is speed with a direction: 5 m/s north is not the same velocity as 5 m/s south, although the speed is the same. To convert km/h to m/s, divide by 3.6: 36 km/h is 10 m/s.',
              link: { url: 'https://en.wikipedia.org/wiki/Velocity', title: 'Velocity (Wikipedia)' },
            },
            {
              title: 'Acceleration',
              minutes: 8,
              text: 'Acceleration is the change in velocity divided by the time the change takes, measured in metres per second per second (m/s²). A car going from rest to 27 m/s in 9 s has an average acceleration of 27 / 9 = 3 m/s². Slowing down is also an acceleration, in the direction opposite to the motion. An object moving in a circle at constant speed accelerates too, because its direction keeps changing.',
            },
          ],
          quiz: [
            mc(
              'A runner covers 400 m in 80 s. What is her average speed?',
              ['5 m/s', '320 m/s', '0.2 m/s', '480 m/s'],
              0,
            ),
            tf('Two cars with the same speed always have the same velocity.', false),
            mc(
              'A bike goes from 2 m/s to 8 m/s in 3 s. What is its average acceleration?',
              ['2 m/s²', '6 m/s²', '3 m/s²', '18 m/s²'],
              0,
            ),
          ],
        },
        {
          title: 'Reading distance-time graphs',
          type: 'concrete',
          summary:
            'On a distance-time graph the slope is the speed; a flat segment means the object is at rest.',
          art: {
            kind: 'line',
            caption: 'A walk to the shop',
            points: [
              [0, 0],
              [10, 50],
              [20, 100],
              [30, 100],
              [40, 160],
            ],
            xLabel: 'time (s)',
            yLabel: 'distance (m)',
          },
          sheet: true,
          sections: [
            {
              title: 'Slope means speed',
              minutes: 9,
              text: 'The graph shows a walk. In the first 20 s the distance grows from 0 to 100 m at a steady rate: the straight, rising line has a slope of 100 / 20 = 5 m/s. Between 20 s and 30 s the line is flat: the distance does not change, the walker is standing still. From 30 s to 40 s the line climbs 60 m in 10 s, a steeper slope, so a faster speed of 6 m/s.',
            },
            {
              title: 'Measure your own graph',
              minutes: 10,
              text: 'Mark 0, 10, 20 and 30 m along a corridor or a playground. Ask a friend to walk past the marks while you record the time at each mark with a phone stopwatch. Plot time across and distance up. A straight line means a steady pace; a curve bending upward means the walker sped up. Repeat with a slow walk and compare the slopes.',
            },
          ],
          quiz: [
            tf('A horizontal line on a distance-time graph means the object is not moving.', true),
            mc(
              'On a distance-time graph, a steeper straight line means...',
              ['A higher constant speed', 'A lower speed', 'The object is at rest', 'The object is turning'],
              0,
            ),
          ],
        },
      ],
    },
    {
      title: "Newton's three laws",
      level: 'intermediate',
      objects: [
        {
          title: "Newton's laws of motion",
          type: 'abstract',
          summary: 'Inertia, F = m a, and equal and opposite forces between two interacting bodies.',
          art: {
            kind: 'forces',
            caption: 'Balanced and unbalanced forces',
            arrows: [
              { angle: 0, length: 200, label: 'push' },
              { angle: 180, length: 110, label: 'friction' },
              { angle: 90, length: 150, label: 'N' },
              { angle: 270, length: 150, label: 'W' },
            ],
          },
          sections: [
            {
              title: 'First law: inertia',
              minutes: 7,
              text: 'An object stays at rest, or keeps moving in a straight line at constant speed, unless a net force acts on it. A puck on ice glides a long way because little friction acts on it; a passenger lurches forward when a bus brakes because their body tends to keep moving. Constant velocity does not need a force; changing velocity does.',
              link: {
                url: 'https://en.wikipedia.org/wiki/Newton%27s_laws_of_motion',
                title: "Newton's laws of motion (Wikipedia)",
              },
            },
            {
              title: 'Second law: F = m a',
              minutes: 9,
              text: 'The net force on an object equals its mass times its acceleration. Force is measured in newtons: 1 N accelerates 1 kg by 1 m/s². Only the net force counts: if you push a crate with 50 N and friction pulls back with 20 N, the net force is 30 N. The same net force gives a small acceleration to a heavy object and a large one to a light object.',
            },
            {
              title: 'Third law: forces come in pairs',
              minutes: 7,
              text: 'When body A pushes on body B, B pushes on A with a force of the same size in the opposite direction. The two forces act on different bodies, so they never cancel each other. A swimmer pushes the water backward and the water pushes the swimmer forward; the Earth pulls you down and you pull the Earth up with the same force.',
            },
          ],
          quiz: [
            mc(
              'What net force gives a 4 kg ball an acceleration of 3 m/s²?',
              ['12 N', '7 N', '1.3 N', '0.75 N'],
              0,
            ),
            tf('A book at rest on a table has no forces acting on it.', false),
            mc(
              'A rocket pushes gas downward. Which force lifts the rocket?',
              [
                'The gas pushing the rocket upward',
                'The air below the rocket',
                "The Earth's gravity",
                'No force is needed',
              ],
              0,
            ),
          ],
        },
        {
          title: 'Drawing free-body diagrams',
          type: 'concrete',
          summary: 'Isolate one object, draw every force acting on it as an arrow, then add them up.',
          art: {
            kind: 'forces',
            caption: 'A 10 kg crate, pushed',
            arrows: [
              { angle: 0, length: 170, label: '50 N' },
              { angle: 180, length: 122, label: '20 N' },
              { angle: 90, length: 222, label: '98 N' },
              { angle: 270, length: 222, label: '98 N' },
            ],
          },
          sections: [
            {
              title: 'Four steps',
              minutes: 8,
              text: 'First, draw the object alone as a box or a dot. Second, draw its weight straight down, of size m g with g about 9.8 N/kg. Third, for every surface it touches, draw the normal force perpendicular to the surface and, if there is friction, a friction force along the surface, opposing the sliding. Fourth, add any pushes and pulls. Forces the object exerts on other things do not belong on its diagram.',
            },
            {
              title: 'Worked example: pushing a crate',
              minutes: 9,
              text: 'A 10 kg crate is pushed across a floor with 50 N while friction is 20 N. Vertically, the weight is 10 × 9.8 = 98 N down and the normal force 98 N up, so they balance. Horizontally the net force is 50 - 20 = 30 N, so the acceleration is 30 / 10 = 3 m/s² in the direction of the push. If the push dropped to 20 N, the forces would balance and the crate would keep a constant velocity.',
            },
          ],
          quiz: [
            tf('The normal force always acts perpendicular to the surface.', true),
            mc(
              'A 2 kg box is pulled with 10 N against 4 N of friction. What is its acceleration?',
              ['3 m/s²', '5 m/s²', '7 m/s²', '2 m/s²'],
              0,
            ),
          ],
        },
      ],
    },
    {
      title: 'Momentum and inclined planes',
      level: 'advanced',
      objects: [
        {
          title: 'Momentum and its conservation',
          type: 'abstract',
          summary: 'Momentum p = m v is conserved in collisions when no outside force acts.',
          art: {
            kind: 'bars',
            caption: 'Momentum before and after (kg·m/s)',
            labels: ['cart A before', 'cart B before', 'total before', 'total after'],
            values: [6, 0, 6, 6],
            highlight: 3,
          },
          sections: [
            {
              title: 'Momentum and impulse',
              minutes: 8,
              text: "Momentum is mass times velocity, p = m v, measured in kg·m/s, and it has a direction. A force acting for a time changes momentum: F Δt = Δp, the impulse. That is why airbags and crumple zones save lives: they make the stopping time longer, so the same change in momentum needs a smaller force on the passenger's body.",
              link: { url: 'https://en.wikipedia.org/wiki/Momentum', title: 'Momentum (Wikipedia)' },
            },
            {
              title: 'Collisions',
              minutes: 9,
              text: 'When two carts collide and no outside force acts horizontally, the total momentum before equals the total momentum after. A 2 kg cart at 3 m/s hits a resting 1 kg cart and they stick together. Before: 2 × 3 + 1 × 0 = 6 kg·m/s. After: (2 + 1) v = 6, so v = 2 m/s. Kinetic energy is not conserved in such a sticky collision; some becomes heat and sound.',
            },
          ],
          quiz: [
            mc(
              'What is the momentum of a 1500 kg car moving at 20 m/s?',
              ['30 000 kg·m/s', '1520 kg·m/s', '75 kg·m/s', '300 000 kg·m/s'],
              0,
            ),
            tf(
              'In a collision of two carts with no outside force, their total momentum is the same before and after.',
              true,
            ),
            mc(
              'A 3 kg cart at 4 m/s hits a resting 1 kg cart and they stick. What is their speed after?',
              ['3 m/s', '4 m/s', '12 m/s', '1 m/s'],
              0,
            ),
          ],
        },
        {
          title: 'Objects on an inclined plane',
          type: 'concrete',
          summary:
            'Split the weight into a part along the slope, m g sin θ, and a part into the slope, m g cos θ.',
          art: {
            kind: 'forces',
            caption: 'A block on a 30° slope',
            slope: 30,
            arrows: [
              { angle: 270, length: 170, label: 'W' },
              { angle: 120, length: 150, label: 'N' },
              { angle: 30, length: 110, label: 'f' },
            ],
          },
          sections: [
            {
              title: 'Resolving the weight',
              minutes: 10,
              text: 'Tilt the axes so that one runs along the slope and one is perpendicular to it. For a slope at angle θ, the weight m g splits into m g sin θ down the slope and m g cos θ into the slope. The normal force balances the second part. For a 5 kg block on a 30° slope, with g = 9.8 N/kg: along the slope 5 × 9.8 × 0.5 = 24.5 N, into the slope 5 × 9.8 × 0.87 ≈ 42.4 N.',
              link: {
                url: 'https://en.wikipedia.org/wiki/Inclined_plane',
                title: 'Inclined plane (Wikipedia)',
              },
            },
            {
              title: 'Will it slide?',
              minutes: 9,
              text: 'Static friction can hold the block up to a maximum of μ N, where μ is the coefficient of static friction. The block stays put while m g sin θ ≤ μ m g cos θ, that is while tan θ ≤ μ. Lay a book on a board and raise one end slowly: the angle at which it starts to slide gives μ = tan θ. With μ = 0.5 the slip angle is about 27°.',
            },
          ],
          quiz: [
            tf('On a steeper slope, the normal force on the same block is smaller.', true),
            mc(
              'Which part of the weight pulls a block down a slope of angle θ?',
              ['m g sin θ', 'm g cos θ', 'm g tan θ', 'm g'],
              0,
            ),
          ],
        },
      ],
    },
  ],
  quiz: [
    mc(
      'A train travels 150 km in 2 hours. What is its average speed?',
      ['75 km/h', '300 km/h', '152 km/h', '37.5 km/h'],
      0,
    ),
    tf('Velocity includes a direction, speed does not.', true),
    mc(
      'On a distance-time graph, what does a flat line show?',
      ['The object is at rest', 'Constant acceleration', 'Constant high speed', 'The object is falling'],
      0,
    ),
    mc(
      'Which statements are true about a net force of zero on a moving object?',
      ['It keeps a constant velocity', 'Its acceleration is zero', 'It stops at once', 'It speeds up slowly'],
      [0, 1],
    ),
    mc(
      'What is the acceleration of a 50 kg skater pushed by a net force of 100 N?',
      ['2 m/s²', '5000 m/s²', '0.5 m/s²', '150 m/s²'],
      0,
    ),
    tf('The two forces of a Newton third-law pair act on the same object and cancel out.', false),
    mc(
      'A 0.5 kg ball moves at 8 m/s. What is its momentum?',
      ['4 kg·m/s', '16 kg·m/s', '8.5 kg·m/s', '0.0625 kg·m/s'],
      0,
    ),
    tf('Crumple zones reduce the force on passengers by making the collision last longer.', true),
    mc(
      'A block stays at rest on a slope. Which force balances the part of its weight along the slope?',
      ['Static friction', 'The normal force', 'Its own inertia', 'No force is needed'],
      0,
    ),
    mc(
      'A 10 kg sled sits on a frictionless 30° slope. What is its acceleration down the slope (g = 9.8 m/s²)?',
      ['4.9 m/s²', '9.8 m/s²', '8.5 m/s²', '2.5 m/s²'],
      0,
    ),
  ],
};
