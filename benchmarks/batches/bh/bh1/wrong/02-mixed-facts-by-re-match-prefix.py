# Breaks: "A rule that must prevent it: 'tool' when reads holds nothing but 'arguments' ...;
# 'PreToolUse' when it holds 'user', 'tier', 'time' or 'session'".
# Input: rule_home({"arguments", "time"}, True) returns "tool": re.match only anchors at the
# start, so the joined key "arguments,time" matches the pattern meant for "arguments" alone.
import re


def rule_home(reads, must_prevent):
    """Where a rule lives: "tool", "PreToolUse" or "PostToolUse"."""
    if not must_prevent:
        return "PostToolUse"
    key = ",".join(sorted(reads))
    if "outcome" in reads:
        raise ValueError(f"a rule that reads the outcome cannot prevent the call: {key}")
    if key == "" or re.match(r"arguments", key):
        return "tool"
    return "PreToolUse"
