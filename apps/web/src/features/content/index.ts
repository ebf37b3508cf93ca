// The public face of content: other features use nothing of it; the route table loads its pages.
export {};
