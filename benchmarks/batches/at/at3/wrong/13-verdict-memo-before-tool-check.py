# Breaks "Allow every other tool, whatever its input". Input: make_call("Write", {"file_path":
# "/etc/passwd"}) (denied), then make_call("Read", {"file_path": "/etc/passwd"}) with the same
# context: the verdict memo, keyed by (cwd, file_path), is consulted before the tool name, so the
# Read call gets the Write's Deny instead of None.
import os

from toolhooks import Deny

_VERDICTS = {}  # (cwd, file_path) -> verdict: the model retries the same path a lot


def _verdict(cwd, path):
    if not cwd:
        return Deny("this session has no project folder.", "Ask the user where to write.")
    if not isinstance(path, str) or not path:
        return Deny("the call has no file_path to check.", "Give file_path as a path in the project.")
    root = os.path.normpath(cwd)
    target = os.path.normpath(os.path.join(root, path))
    if target == root or target.startswith(root.rstrip("/") + "/"):
        return None
    return Deny(f"{path!r} is outside the project folder.", f"Write under {root} instead.")


def keep_writes_in_project(call):
    """Deny Write and Edit whose file_path lands outside the project folder."""
    cwd = call.context.attributes.get("cwd")
    path = call.input.get("file_path")
    key = (cwd, path) if isinstance(path, str) else None
    if key is not None and key in _VERDICTS:
        return _VERDICTS[key]
    if call.tool_name not in ("Write", "Edit"):
        return None
    verdict = _verdict(cwd, path)
    if key is not None:
        _VERDICTS[key] = verdict
    return verdict
