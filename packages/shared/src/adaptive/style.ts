// The learning-style result of the Felder-Silverman model: dimensions, poles, bands, signed scores, statistics.

export const styleDimensions = ['processing', 'perception', 'input', 'understanding'] as const;
export type StyleDimension = (typeof styleDimensions)[number];

/** The two poles of each dimension; an `a` answer leans to the first one. */
export const stylePairs = {
  processing: ['active', 'reflective'],
  perception: ['sensing', 'intuitive'],
  input: ['visual', 'auditory'],
  understanding: ['sequential', 'global'],
} as const satisfies Record<StyleDimension, readonly [string, string]>;

export type StylePole = (typeof stylePairs)[StyleDimension][number];
export type StyleBand = 'mild' | 'moderate' | 'strong';
export const styleBands: readonly StyleBand[] = ['mild', 'moderate', 'strong'];

/** Eleven items per dimension, so a score is odd and at most 11. */
export const itemsPerDimension = 11;

/** What the functions reading a result need; the wire shape (schemas/users learningStyleResult) fits it. */
export interface DimensionScore {
  dimension: StyleDimension;
  category: string;
  score: number;
}

export interface StyleResultLike {
  dimensions: readonly DimensionScore[];
}

export interface DimensionResult extends DimensionScore {
  pair: [StylePole, StylePole];
  category: StylePole;
  band: StyleBand;
}

/** A scored questionnaire; the API adds `created_at` when it stores it. */
export interface StyleResult {
  dimensions: DimensionResult[];
}

/** 1 or 3 mild (well balanced), 5 or 7 moderate, 9 or 11 strong. */
export function bandOf(score: number): StyleBand {
  if (!Number.isFinite(score) || score < 0 || score > itemsPerDimension) {
    throw new RangeError(`A learning-style score lies in 0..${itemsPerDimension}, got ${score}`);
  }
  if (score <= 3) return 'mild';
  if (score <= 7) return 'moderate';
  return 'strong';
}

/** Builds one dimension of a result from its category and score (as stored in the database). */
export function dimensionResult(dimension: StyleDimension, category: string, score: number): DimensionResult {
  const pair = stylePairs[dimension];
  if (!(pair as readonly string[]).includes(category)) {
    throw new RangeError(`'${category}' is not a pole of ${dimension}`);
  }
  return { dimension, pair: [pair[0], pair[1]], category: category as StylePole, score, band: bandOf(score) };
}

/** Finds one dimension of a result, whatever order the result lists them in. */
export function findDimension(result: StyleResultLike, dimension: StyleDimension): DimensionScore | null {
  return result.dimensions.find((d) => d.dimension === dimension) ?? null;
}

/**
 * The four scores in dimension order, positive towards the first pole and negative towards the second,
 * so two learners can be compared by the distance between their scores (styleSimilarity).
 */
export function signedScores(result: StyleResultLike): [number, number, number, number] {
  const signed = styleDimensions.map((dimension) => {
    const d = findDimension(result, dimension);
    if (!d) return 0;
    return d.category === stylePairs[dimension][0] ? d.score : -d.score;
  });
  return [signed[0], signed[1], signed[2], signed[3]];
}

/** The columns of the `learning_style_results` table. */
export interface LearningStyleColumns {
  processing_category: string;
  processing_score: number;
  perception_category: string;
  perception_score: number;
  input_category: string;
  input_score: number;
  understanding_category: string;
  understanding_score: number;
}

export function styleResultFromColumns(row: LearningStyleColumns): StyleResult {
  return {
    dimensions: [
      dimensionResult('processing', row.processing_category, row.processing_score),
      dimensionResult('perception', row.perception_category, row.perception_score),
      dimensionResult('input', row.input_category, row.input_score),
      dimensionResult('understanding', row.understanding_category, row.understanding_score),
    ],
  };
}

export function styleResultToColumns(result: StyleResultLike): LearningStyleColumns {
  const get = (dimension: StyleDimension): DimensionScore => {
    const d = findDimension(result, dimension);
    if (!d) throw new RangeError(`The result has no ${dimension} dimension`);
    return d;
  };
  const [processing, perception, input, understanding] = styleDimensions.map(get);
  return {
    processing_category: processing.category,
    processing_score: processing.score,
    perception_category: perception.category,
    perception_score: perception.score,
    input_category: input.category,
    input_score: input.score,
    understanding_category: understanding.category,
    understanding_score: understanding.score,
  };
}

export interface PoleBandCounts {
  pole: StylePole;
  mild: number;
  moderate: number;
  strong: number;
  total: number;
}

export interface DimensionDistribution {
  dimension: StyleDimension;
  pair: [StylePole, StylePole];
  poles: [PoleBandCounts, PoleBandCounts];
  total: number;
}

/** Per dimension, how many learners lean to each pole in each band (GET /api/statistics/silverman-distribution). */
export function distribution(results: readonly StyleResultLike[]): DimensionDistribution[] {
  return styleDimensions.map((dimension) => {
    const pair = stylePairs[dimension];
    const poles: [PoleBandCounts, PoleBandCounts] = [
      { pole: pair[0], mild: 0, moderate: 0, strong: 0, total: 0 },
      { pole: pair[1], mild: 0, moderate: 0, strong: 0, total: 0 },
    ];
    let total = 0;
    for (const result of results) {
      const d = findDimension(result, dimension);
      if (!d) continue;
      const counts = poles.find((p) => p.pole === d.category);
      if (!counts) continue;
      counts[bandOf(d.score)] += 1;
      counts.total += 1;
      total += 1;
    }
    return { dimension, pair: [pair[0], pair[1]], poles, total };
  });
}

/** A preference strong enough to act on (moderate or strong), or null when balanced or unknown. */
export function actionablePreference(
  result: StyleResultLike | null | undefined,
  dimension: StyleDimension,
): DimensionResult | null {
  if (!result) return null;
  const d = findDimension(result, dimension);
  if (!d || bandOf(d.score) === 'mild') return null;
  return dimensionResult(dimension, d.category, d.score);
}
