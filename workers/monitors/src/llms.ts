export const MONITORS_LLMS = `# monitors provider (internal)

Reached only through the api host ({base_url}); see {base_url}/llms.txt for how to create a monitor
and verify its webhook.
`;
