// The public face of lti: other features use nothing of it; the route table loads its pages.
export {};
