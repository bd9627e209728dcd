# Breaks: "Returns: a new plain `dict` per call" (ex. 12). The summary itself is an OrderedDict (a dict
# subclass, as the text says of Counter) to keep the keys in reading order: for any input,
# type(summarize_session(outcomes, end)) is OrderedDict, not dict. Every value inside is right.
from collections import Counter, OrderedDict


def summarize_session(outcomes, end):
    summary = OrderedDict()
    summary["session_id"] = end.context.session_id
    summary["user_id"] = end.context.user_id
    summary["started_at"] = end.started_at.isoformat()
    summary["ended_at"] = end.ended_at.isoformat()
    summary["end_reason"] = end.reason
    summary["calls"] = len(outcomes)
    summary["calls_by_tool"] = dict(Counter(outcome.tool_name for outcome in outcomes))
    summary["denials"] = sum(outcome.status == "denied" for outcome in outcomes)
    summary["tool_errors"] = sum(outcome.status == "tool_error" for outcome in outcomes)
    return summary
