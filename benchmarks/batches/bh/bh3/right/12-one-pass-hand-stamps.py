# Right: one pass by index (no sorting, no copy kept) into a new plain dict built per call;
# stamps written by hand as "YYYY-MM-DDTHH:MM:SS[.ffffff]+0000" (zero-padded 4-digit year,
# offset 0 as +0000, allowed here), the same instant as end holds; counts are ints for every
# outcome (denied, failed, empty names/ids, any time), statuses compared exactly.
def _stamp(when):
    text = "%04d-%02d-%02dT%02d:%02d:%02d" % (
        when.year, when.month, when.day, when.hour, when.minute, when.second,
    )
    if when.microsecond != 0:
        text = text + "." + str(when.microsecond).rjust(6, "0")
    return text + "+0000"


def summarize_session(outcomes, end):
    """The session summary of one session, as a dict."""
    tally = {}
    denied = errors = 0
    index = 0
    while index < len(outcomes):
        outcome = outcomes[index]
        index += 1
        name = outcome.tool_name
        tally[name] = tally[name] + 1 if name in tally else 1
        if outcome.status == "denied":
            denied += 1
        elif outcome.status == "tool_error":
            errors += 1
    summary = {}
    summary["session_id"] = end.context.session_id
    summary["user_id"] = end.context.user_id
    summary["started_at"] = _stamp(end.started_at)
    summary["ended_at"] = _stamp(end.ended_at)
    summary["end_reason"] = end.reason
    summary["calls"] = index
    summary["calls_by_tool"] = tally
    summary["denials"] = denied
    summary["tool_errors"] = errors
    summary["tier"] = end.context.tier
    return summary
