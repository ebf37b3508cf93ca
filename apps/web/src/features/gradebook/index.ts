// What other parts of the web app may use from gradebook: nothing yet (its page loads through the route table).
export {};
