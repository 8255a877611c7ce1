/**
 * A stored name as a message puts it in a line ("Hi Ada,", an invite's attendee): every run of
 * whitespace, a line break typed or pasted into a form included, is one space.
 */
export const oneLine = (name: string) => name.trim().replace(/\s+/g, ' ');
