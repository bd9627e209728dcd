# Breaks: "it raises ValueError (any message) when it holds 'outcome', whatever else it holds."
# Input: rule_home({"outcome", "tier"}, True) returns "PreToolUse": ^outcome$ without
# re.MULTILINE only matches when the joined text is "outcome" alone.
import re


def rule_home(reads, must_prevent):
    """Where a rule lives: "tool", "PreToolUse" or "PostToolUse"."""
    if not must_prevent:
        return "PostToolUse"
    text = "\n".join(sorted(reads))  # one fact per line
    if re.search(r"^outcome$", text):
        raise ValueError("a rule that must prevent the call cannot need its outcome")
    if not text or text == "arguments":
        return "tool"
    return "PreToolUse"
