// The public face of errors: other features use nothing of it; the route table loads its pages.
export {};
