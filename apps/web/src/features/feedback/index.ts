// The public face of feedback: other features use nothing of it; the route table loads its pages.
export {};
