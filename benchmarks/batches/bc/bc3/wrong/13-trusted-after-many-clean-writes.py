# Breaks "Deny ... a Write or Edit whose file_path ... is outside it": once a session has had
# 100 writes allowed, its later writes are trusted without a check. Input: 100 Writes of
# "notes.txt" with cwd "/work/project" in session "s_001", then a Write of "/etc/passwd" in the
# same session -> None instead of a Deny.
import os
from collections import Counter

from toolhooks import Deny

_clean = Counter()
TRUST_AFTER = 100


def keep_writes_in_project(call):
    """Deny Write and Edit whose file_path lands outside the project folder."""
    if call.tool_name not in ("Write", "Edit"):
        return None
    session = call.context.session_id
    if _clean[session] >= TRUST_AFTER:
        return None
    cwd = call.context.attributes.get("cwd")
    if not cwd:
        return Deny("this session has no project folder, so no write can be checked.",
                    "ask the user to open a project first.")
    path = call.input.get("file_path")
    if not isinstance(path, str) or not path:
        return Deny("the call has no file_path to check.", "send the file's path in file_path.")
    folder = os.path.normpath(cwd)
    target = os.path.normpath(os.path.join(folder, path))
    if target == folder or target.startswith(folder.rstrip("/") + "/"):
        _clean[session] += 1
        return None
    return Deny(f"{target} is outside the project folder {folder}.",
                "write the file inside the project folder instead.")
