"""``python -P -m toolhooks.hosts.claude_code``: the ``toolhooks-claude-code`` command."""

from toolhooks.hosts.claude_code.adapter import run

run()
