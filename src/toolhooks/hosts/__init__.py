"""Where hooks run: the same :class:`~toolhooks.HookRegistry` in every host.

* ``agent_loop``: a Messages-API agent loop on the official ``anthropic`` SDK;
* ``beta_tools``: the SDK's own ``@beta_tool`` functions and ``tool_runner``;
* ``agent_sdk``: the Claude Agent SDK's in-process hook callbacks;
* ``claude_code``: Claude Code's command hooks (the adapter, its process guard, the
  session's tally);
* ``live``: opt-in runs against the real API, with the key kept out of every record.

Each host imports the core (``toolhooks``); the core imports no host. This package's
``__init__`` imports nothing, so a Claude Code hook process loads only its own host.
"""
