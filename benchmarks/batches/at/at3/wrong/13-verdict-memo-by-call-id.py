# Breaks "Deny(...) for a Write or Edit whose file_path, normalised from the project folder, is
# outside it". Input: for each of [{"file_path": "notes.txt"}, {"file_path": "/etc/passwd"}],
# keep_writes_in_project(make_call("Write", inp, context=ctx)) with the call dropped after use: the
# second ToolCall reuses the first one's id(), so the memo returns None for /etc/passwd.
import os

from toolhooks import Deny

_BY_CALL = {}  # id(call) -> verdict: a host may ask twice about the same call


def keep_writes_in_project(call):
    """Deny Write and Edit whose file_path lands outside the project folder."""
    if call.tool_name not in ("Write", "Edit"):
        return None
    if id(call) in _BY_CALL:
        return _BY_CALL[id(call)]
    cwd = call.context.attributes.get("cwd")
    path = call.input.get("file_path")
    if not cwd:
        verdict = Deny("this session has no project folder.", "Ask the user where to write.")
    elif not isinstance(path, str) or not path:
        verdict = Deny("the call has no file_path to check.", "Give file_path in the project.")
    else:
        root = os.path.normpath(cwd)
        target = os.path.normpath(os.path.join(root, path))
        inside = target == root or target.startswith(root.rstrip("/") + "/")
        verdict = None if inside else Deny(f"{path!r} is outside the project.", f"Write under {root}.")
    _BY_CALL[id(call)] = verdict
    return verdict
