"""The baseline for the adapter benchmark: a plain-Python Claude Code hook (json, re, sys).

Like the hooks in Claude Code's own examples: read the payload, check one pattern, exit 2
to block. ``bench.adapter_seconds`` times it against ``toolhooks.hosts.claude_code`` running the
same rule (``bench_rules.py``) on the same payload.
"""

import json
import re
import sys

payload = json.load(sys.stdin)
if re.search(r"--force", str(payload.get("tool_input", {}).get("command", ""))):
    print("force pushes rewrite shared history", file=sys.stderr)
    sys.exit(2)
sys.exit(0)
