# Right: exact names "Write"/"Edit" only; no cwd or a missing/empty/non-str file_path is a
# Deny with an alternative; the target is normpath(path) or normpath(folder + "/" + path) on
# the text alone, and it is inside when the folder's PurePosixPath parts are a prefix of its
# parts (whole parts, case-sensitive; "/" prefixes everything). Other tools: ALLOW.
import os
from pathlib import PurePosixPath

from toolhooks import ALLOW, Deny

_CHECKED = frozenset({"Write", "Edit"})


def keep_writes_in_project(call):
    if call.tool_name not in _CHECKED:
        return ALLOW
    folder = call.context.attributes.get("cwd", "")
    path = call.input.get("file_path")
    if not folder:
        return Deny("no project folder is known for this session", "restart the session from the project folder")
    if not isinstance(path, str) or not path:
        return Deny("file_path is missing or not text", "pass file_path as a path inside the project")
    joined = path if path.startswith("/") else folder.rstrip("/") + "/" + path
    root_parts = PurePosixPath(os.path.normpath(folder)).parts
    target_parts = PurePosixPath(os.path.normpath(joined)).parts
    if target_parts[: len(root_parts)] == root_parts:
        return ALLOW
    return Deny("that file is outside the project folder", "choose a path under the project folder")
