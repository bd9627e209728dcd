# Breaks: "`calls_by_tool` (... keyed by the whole name as called ...)".
# A habit from OpenAI's tool calls, whose recipient reads "functions.get_weather": the answer drops
# a leading "functions." namespace, so an outcome named "functions.lookup_user" is counted under
# "lookup_user" (and merged with a plain "lookup_user" call). Other names are keyed as they are.
from collections import Counter


def summarize_session(outcomes, end):
    by_tool = Counter(o.tool_name.removeprefix("functions.") for o in outcomes)
    return {
        "session_id": end.context.session_id,
        "user_id": end.context.user_id,
        "started_at": end.started_at.isoformat(),
        "ended_at": end.ended_at.isoformat(),
        "end_reason": end.reason,
        "calls": len(outcomes),
        "calls_by_tool": dict(by_tool),
        "denials": sum(1 for o in outcomes if o.status == "denied"),
        "tool_errors": sum(1 for o in outcomes if o.status == "tool_error"),
    }
