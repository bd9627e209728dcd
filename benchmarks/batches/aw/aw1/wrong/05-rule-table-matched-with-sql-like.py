# Breaks: "for every other tool at any time (the name compared exactly: create_case_file_draft
# and create_case are other tools)": paused tools live in an SQLite table matched with
# `? LIKE tool`; LIKE ignores ASCII case and reads "_" as any character, so "Create_Case_File"
# or "create-case-file" at 02:30 UTC is denied.
import sqlite3
from datetime import time

from toolhooks import Deny

_PAUSED = sqlite3.connect(":memory:", check_same_thread=False)
_PAUSED.execute("CREATE TABLE paused (tool TEXT)")
_PAUSED.execute("INSERT INTO paused VALUES ('create_case_file')")


def deploy_window_hook(call):
    """Rule C: no new case files during the 02:00-04:00 UTC deploy window."""
    if not time(2) <= call.timestamp.time() < time(4):
        return None
    hit = _PAUSED.execute("SELECT 1 FROM paused WHERE ? LIKE tool", (call.tool_name,)).fetchone()
    if hit:
        return Deny(
            "new case files are paused during the deploy window (02:00-04:00 UTC).",
            "tell the customer the case will be opened after 04:00 UTC.",
        )
    return None
