// The public face of about: other features use nothing of it; the route table loads its pages.
export {};
