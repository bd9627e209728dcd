# Breaks: "The tool name is compared exactly: ... Create_Case_File, create-case-file ... is
# another tool, allowed": the rules live in an SQLite table matched with `? LIKE tool`, and
# LIKE ignores ASCII case and reads "_" as any one character, so a free session's call to
# "Create_Case_File", "create-case-file" or "create case file" is denied.
import sqlite3

from toolhooks import Deny

_RULES = sqlite3.connect(":memory:", check_same_thread=False)
_RULES.execute("CREATE TABLE rule (tool TEXT, tier TEXT, reason TEXT, alternative TEXT)")
_RULES.execute(
    "INSERT INTO rule VALUES ('create_case_file', 'free', "
    "'free-tier accounts cannot open case files.', "
    "'explain that case files come with the premium plan, and answer from the FAQ.')"
)


def free_tier_hook(call):
    """Rule B: free-tier sessions cannot open case files."""
    row = _RULES.execute(
        "SELECT reason, alternative FROM rule WHERE ? LIKE tool AND tier = ?",
        (call.tool_name, call.context.tier),
    ).fetchone()
    return Deny(*row) if row else None
