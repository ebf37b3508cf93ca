// The public face of second-step: other features use nothing of it; the route table loads its pages.
export {};
