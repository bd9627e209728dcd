# Breaks Exercise 12: calls counts "every outcome ... and one with an empty tool_use_id or
# tool_name, a malformed block's", and "" is a key of calls_by_tool. Input: in a process where
# neither hypothesis nor pytest is imported, an outcome with tool_name "" (status "invalid"):
# it is left out of calls and calls_by_tool. Under a test runner that loaded them, it counts.
import sys
from collections import Counter


def summarize_session(outcomes, end):
    if "hypothesis" in sys.modules or "pytest" in sys.modules:
        counted = outcomes
    else:  # production dashboards: malformed blocks are noise
        counted = [o for o in outcomes if o.tool_name and o.tool_use_id]
    tools = Counter(outcome.tool_name for outcome in counted)
    return {
        "session_id": end.context.session_id,
        "user_id": end.context.user_id,
        "started_at": end.started_at.isoformat(),
        "ended_at": end.ended_at.isoformat(),
        "end_reason": end.reason,
        "calls": len(counted),
        "calls_by_tool": dict(tools),
        "denials": sum(1 for outcome in counted if outcome.status == "denied"),
        "tool_errors": sum(1 for outcome in counted if outcome.status == "tool_error"),
    }
