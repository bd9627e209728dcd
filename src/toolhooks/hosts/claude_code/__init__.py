"""Claude Code's command hooks: a registry run by the ``toolhooks-claude-code`` command.

* ``adapter``: one event in, one answer out (the payload read, the hooks run, the reply);
* ``process_guard``: the forked child the hooks run in, timed and kept off stdout;
* ``tally``: the session's calls read back from the audit trail at Stop.
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
