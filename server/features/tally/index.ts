// What other features may use of the Tally export: nothing yet; its routes are its front door.
export {};
