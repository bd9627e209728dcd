# Wrong: "names and end.reason may hold a lone surrogate such as \ud800" (and a summary is
# always returned). The tool table is counted with SQL (GROUP BY) in an in-memory sqlite3
# database, which cannot encode a lone surrogate: an outcome whose tool_name is "x\ud800"
# raises UnicodeEncodeError.
import sqlite3


def summarize_session(outcomes, end):
    db = sqlite3.connect(":memory:")
    try:
        db.execute("CREATE TABLE calls (tool TEXT, status TEXT)")
        db.executemany("INSERT INTO calls VALUES (?, ?)", [(o.tool_name, o.status) for o in outcomes])
        by_tool = {tool: count for tool, count in db.execute("SELECT tool, COUNT(*) FROM calls GROUP BY tool")}
        (denials,) = db.execute("SELECT COUNT(*) FROM calls WHERE status = 'denied'").fetchone()
        (tool_errors,) = db.execute("SELECT COUNT(*) FROM calls WHERE status = 'tool_error'").fetchone()
    finally:
        db.close()
    return {
        "session_id": end.context.session_id,
        "user_id": end.context.user_id,
        "started_at": end.started_at.isoformat(),
        "ended_at": end.ended_at.isoformat(),
        "end_reason": end.reason,
        "calls": len(outcomes),
        "calls_by_tool": by_tool,
        "denials": denials,
        "tool_errors": tool_errors,
    }
