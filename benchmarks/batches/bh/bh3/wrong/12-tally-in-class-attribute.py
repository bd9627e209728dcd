# Wrong: breaks "a new plain dict per call (sharing no dict with another call's)" and the
# counts: the tally lives in a class attribute, so every _Tally() instance shares one dict and
# counts pile up across calls. Input: call twice with [outcome of "Bash"] -> the second
# summary says {"Bash": 2}, and both summaries hold the same calls_by_tool dict object.
class _Tally:
    counts = {}

    def add(self, name):
        self.counts[name] = self.counts.get(name, 0) + 1


def summarize_session(outcomes, end):
    """The session summary of one session, as a dict."""
    tally = _Tally()
    denials = tool_errors = 0
    for outcome in outcomes:
        tally.add(outcome.tool_name)
        denials += outcome.status == "denied"
        tool_errors += outcome.status == "tool_error"
    return {
        "session_id": end.context.session_id,
        "user_id": end.context.user_id,
        "started_at": end.started_at.isoformat(),
        "ended_at": end.ended_at.isoformat(),
        "end_reason": end.reason,
        "calls": len(outcomes),
        "calls_by_tool": tally.counts,
        "denials": int(denials),
        "tool_errors": int(tool_errors),
    }
