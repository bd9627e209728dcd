# Breaks "it raises ValueError (any message) when it holds "outcome"": a Claude Code habit
# (exit code 2 blocks, stderr is the reason) makes rule_home({"outcome"}, True) print to
# stderr and call sys.exit(2), i.e. raise SystemExit, a BaseException and not a ValueError.
# Every other rule gets the right home.
import sys

CONTEXT_FACTS = frozenset({"user", "tier", "time", "session"})


def rule_home(reads, must_prevent):
    """Where a rule lives: "tool", "PreToolUse" or "PostToolUse"."""
    if not must_prevent:
        return "PostToolUse"
    if "outcome" in reads:
        print(f"impossible rule {sorted(reads)}: no hook can prevent a call on its outcome",
              file=sys.stderr)
        sys.exit(2)  # blocking error
    return "PreToolUse" if reads & CONTEXT_FACTS else "tool"
