# Breaks: "Deny ... a `Write` or `Edit` whose `file_path` ... is outside it" (state kept across calls).
# Input: make_call("Write", {"file_path": "notes.txt"}, context=make_context(cwd="/work/project")) (None), then
# make_call("Write", {"file_path": "/etc/passwd"}, context=...): both have tool_use_id "toolu_01", so the second
# gets the cached None; it must be a Deny. (A PreToolUse retried for the same call is answered as before.)
import os

from toolhooks import Deny

_ANSWERED = {}


def keep_writes_in_project(call):
    """Deny Write and Edit whose file_path lands outside the project folder."""
    if call.tool_name not in ("Write", "Edit"):
        return None
    if call.tool_use_id in _ANSWERED:  # the same call asked again: the same answer
        return _ANSWERED[call.tool_use_id]
    cwd = call.context.attributes.get("cwd")
    path = call.input.get("file_path")
    if not cwd:
        verdict = Deny("no project folder is known for this session, so the write cannot be checked.",
                       "ask the user to start the session from the project folder.")
    elif not isinstance(path, str) or not path:
        verdict = Deny("the call names no file_path to check.", "give file_path as a path inside the project.")
    else:
        folder = os.path.normpath(cwd)
        target = os.path.normpath(os.path.join(folder, path))
        inside = target == folder or target.startswith(folder.rstrip("/") + "/")
        verdict = None if inside else Deny(f"{path!r} is outside the project folder.", f"write under {folder} instead.")
    _ANSWERED[call.tool_use_id] = verdict
    return verdict
