# Breaks "or whose call.context.attributes has no "cwd" ... is denied": verdicts are memoised
# under cwd + file_path (a hook runs on every call), and two different pairs can give one key.
# Input: Write "etc/passwd" with cwd "/" (None, right), then Write "/etc/passwd" with no cwd
# -> the second returns the memoised None instead of a Deny.
import os

from toolhooks import Deny

_verdicts = {}


def keep_writes_in_project(call):
    """Deny Write and Edit whose file_path lands outside the project folder."""
    if call.tool_name not in ("Write", "Edit"):
        return None
    cwd = call.context.attributes.get("cwd")
    path = call.input.get("file_path")
    key = f"{cwd or ''}{path}" if isinstance(path, str) else None
    if key is not None and key in _verdicts:
        return _verdicts[key]
    verdict = _decide(cwd, path)
    if key is not None:
        _verdicts[key] = verdict
    return verdict


def _decide(cwd, path):
    if not cwd:
        return Deny("this session has no project folder, so no write can be checked.",
                    "ask the user to open a project first.")
    if not isinstance(path, str) or not path:
        return Deny("the call has no file_path to check.", "send the file's path in file_path.")
    folder = os.path.normpath(cwd)
    target = os.path.normpath(os.path.join(folder, path))
    if target == folder or target.startswith(folder.rstrip("/") + "/"):
        return None
    return Deny(f"{target} is outside the project folder {folder}.",
                "write the file inside the project folder instead.")
