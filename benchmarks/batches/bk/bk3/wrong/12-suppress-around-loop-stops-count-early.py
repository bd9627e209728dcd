# Breaks Exercise 12: denials count "whether or not a denied one carries" a denial, and
# calls_by_tool holds "every tool". contextlib.suppress is around the whole loop. Input:
# [denied outcome for "Write" with denial=None, ok outcome for "Bash"]: the AttributeError ends
# the loop, so calls_by_tool is {"Write": 1}, without Bash, and denials is 0.
import contextlib
from collections import Counter


def summarize_session(outcomes, end):
    tools, statuses, by_hook = Counter(), Counter(), Counter()
    with contextlib.suppress(AttributeError):  # a denial without its Denial: skip the detail
        for outcome in outcomes:
            tools[outcome.tool_name] += 1
            if outcome.status == "denied":
                by_hook[outcome.denial.hook_name] += 1
            statuses[outcome.status] += 1
    return {
        "session_id": end.context.session_id,
        "user_id": end.context.user_id,
        "started_at": end.started_at.isoformat(),
        "ended_at": end.ended_at.isoformat(),
        "end_reason": end.reason,
        "calls": len(outcomes),
        "calls_by_tool": dict(tools),
        "denials": statuses["denied"],
        "tool_errors": statuses["tool_error"],
        "denials_by_hook": dict(by_hook),
    }
