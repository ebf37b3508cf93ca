// The public face of home: other features use nothing of it; the route table loads its pages.
export {};
