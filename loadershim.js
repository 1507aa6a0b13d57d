// Gatsby's runtime expects a page loader; tests only need it to exist.
global.___loader = { enqueue: jest.fn() }
