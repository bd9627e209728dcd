# Breaks "calls (... one with an empty tool_use_id or tool_name, a malformed block's)": an extra
# key tallies the argument names with outcome.sent_input.keys(), but a malformed block's
# sent_input need not be a mapping; an "invalid" outcome whose sent_input is the text "rm -rf /"
# (or a list) makes the whole summary raise AttributeError.
from collections import Counter


def summarize_session(outcomes, end):
    """The session summary of one session, as a dict."""
    arguments = Counter(key for outcome in outcomes for key in outcome.sent_input.keys())
    return {
        "session_id": end.context.session_id,
        "user_id": end.context.user_id,
        "started_at": end.started_at.isoformat(),
        "ended_at": end.ended_at.isoformat(),
        "end_reason": end.reason,
        "calls": len(outcomes),
        "calls_by_tool": dict(Counter(outcome.tool_name for outcome in outcomes)),
        "denials": sum(1 for outcome in outcomes if outcome.status == "denied"),
        "tool_errors": sum(1 for outcome in outcomes if outcome.status == "tool_error"),
        "arguments_seen": dict(arguments),
    }
