# Breaks: "Deny ... a `Write` or `Edit` whose `file_path`, normalised from the project folder, is outside it"
# (state kept across calls). Input: Write {"file_path": "/work/a/x.txt"} with cwd "/work/a" (None, cached), then
# the same Write with cwd "/work/b": None again from the cache keyed by file_path alone; it must be a Deny.
# (In process, under the Agent SDK, one kernel serves sessions with different project folders.)
import os

from toolhooks import Deny

_VERDICTS = {}  # normpath per call is wasted work: a path's verdict does not change


def keep_writes_in_project(call):
    """Deny Write and Edit whose file_path lands outside the project folder."""
    if call.tool_name not in ("Write", "Edit"):
        return None
    path = call.input.get("file_path")
    if isinstance(path, str) and path in _VERDICTS:
        return _VERDICTS[path]
    cwd = call.context.attributes.get("cwd")
    if not cwd:
        return Deny("no project folder is known for this session, so the write cannot be checked.",
                    "ask the user to start the session from the project folder.")
    if not isinstance(path, str) or not path:
        return Deny("the call names no file_path to check.", "give file_path as a path inside the project.")
    folder = os.path.normpath(cwd)
    target = os.path.normpath(os.path.join(folder, path))
    inside = target == folder or target.startswith(folder.rstrip("/") + "/")
    verdict = None if inside else Deny(f"{path!r} is outside the project folder.", f"write under {folder} instead.")
    _VERDICTS[path] = verdict
    return verdict
