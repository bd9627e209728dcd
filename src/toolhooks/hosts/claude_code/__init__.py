"""Claude Code's command hooks: a registry run by the ``toolhooks-claude-code`` command.

* ``adapter``: one event in, one answer out (the payload read, the hooks run, the reply);
* ``targets``: the command line's names (events, timeout, the ``--hooks``/``--approve`` imports);
* ``process_guard``: the forked child the hooks run in, timed and kept off stdout;
* ``notes``: what a Pre process leaves for later ones (an ask, a rewrite, a permission);
* ``session_events``: SessionStart, UserPromptSubmit and PermissionRequest;
* ``transcript``: Claude Code's transcript, read tolerantly for its calls;
* ``tally``: the session's calls read back from the audit trail (and the transcript) at Stop;
* ``settings``: the settings block that runs the adapter and cannot fail open.

Only ``adapter`` is imported here: every hook process pays for what it imports.
"""

from toolhooks.hosts.claude_code.adapter import (
    DEFAULT_TIMEOUT_S,
    EXIT_BLOCK,
    AdapterInputError,
    Progress,
    Reply,
    handle,
    load_registry,
    main,
    parse_payload,
    post_outcome,
    require_tool_fields,
    run,
    session_attributes,
    trusted_context,
)

__all__ = [
    "DEFAULT_TIMEOUT_S",
    "EXIT_BLOCK",
    "AdapterInputError",
    "Progress",
    "Reply",
    "handle",
    "load_registry",
    "main",
    "parse_payload",
    "post_outcome",
    "require_tool_fields",
    "run",
    "session_attributes",
    "trusted_context",
]
