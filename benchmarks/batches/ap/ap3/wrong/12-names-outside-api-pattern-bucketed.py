# Breaks (Ex. 12, Returns): calls_by_tool is "keyed by the whole name as called" ("every tool is
# there"). Non-empty names failing the Messages API pattern ^[a-zA-Z0-9_-]{1,64}$ share one key.
# Input: a call of the 68-character MCP tool "mcp__company-knowledge-base__search_documents_by_
# semantic_similarity" (or of "Bash "): counted under "<invalid>"; expected under its own name.
import re
from collections import Counter

_API_TOOL_NAME = re.compile(r"^[a-zA-Z0-9_-]{1,64}$")


def summarize_session(outcomes, end):
    """The session summary of one session, as a dict."""
    names = Counter(
        outcome.tool_name
        if not outcome.tool_name or _API_TOOL_NAME.match(outcome.tool_name)
        else "<invalid>"
        for outcome in outcomes
    )
    statuses = Counter(outcome.status for outcome in outcomes)
    return {
        "session_id": end.context.session_id,
        "user_id": end.context.user_id,
        "started_at": end.started_at.isoformat(),
        "ended_at": end.ended_at.isoformat(),
        "end_reason": end.reason,
        "calls": len(outcomes),
        "calls_by_tool": dict(names),
        "denials": statuses["denied"],
        "tool_errors": statuses["tool_error"],
    }
