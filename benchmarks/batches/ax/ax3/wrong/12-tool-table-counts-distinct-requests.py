# Breaks "calls_by_tool (a plain dict of tool name to int ...)" counting every call, and "Two
# outcomes with the same tool_use_id are two calls, and so are two equal outcomes": per tool it
# counts distinct inputs. Input: two "Bash" outcomes (toolu_1, toolu_2), both {"command": "ls"}
# -> calls_by_tool {"Bash": 1} while calls is 2.
from collections import defaultdict


def summarize_session(outcomes, end):
    """The session summary of one session, as a dict."""
    requests = defaultdict(set)
    for o in outcomes:
        requests[o.tool_name].add(repr(o.sent_input))  # what each tool was asked to do
    return {
        "session_id": end.context.session_id,
        "user_id": end.context.user_id,
        "started_at": end.started_at.isoformat(),
        "ended_at": end.ended_at.isoformat(),
        "end_reason": end.reason,
        "calls": len(outcomes),
        "calls_by_tool": {name: len(inputs) for name, inputs in requests.items()},
        "denials": sum(o.status == "denied" for o in outcomes),
        "tool_errors": sum(o.status == "tool_error" for o in outcomes),
    }
