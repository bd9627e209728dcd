# Right: exact tool names (a frozenset); missing/"" cwd or missing/empty/non-str file_path ->
# Deny with a non-blank alternative; target = normpath(join(cwd, file_path)) on the text; inside
# when the folder's PurePosixPath parts prefix the target's (whole parts, case-sensitive; "/" is
# ("/",), a prefix of every absolute path; the folder itself is inside).
import os
from pathlib import PurePosixPath

from toolhooks import ALLOW, Deny

_GUARDED = frozenset({"Write", "Edit"})


def _refuse(why):
    return Deny(why, "Pick a path under the project folder (relative paths start there).")


def keep_writes_in_project(call):
    """Deny Write and Edit whose file_path lands outside the project folder."""
    if call.tool_name not in _GUARDED:
        return ALLOW
    attributes = call.context.attributes
    if "cwd" not in attributes or attributes["cwd"] == "":
        return _refuse("No project folder is known for this session.")
    if "file_path" not in call.input:
        return _refuse("The call names no file_path.")
    raw = call.input["file_path"]
    if type(raw) is bytes or not isinstance(raw, str) or len(raw) == 0:
        return _refuse("file_path must be a non-empty string.")
    folder = PurePosixPath(os.path.normpath(attributes["cwd"])).parts
    target = PurePosixPath(os.path.normpath(os.path.join(attributes["cwd"], raw))).parts
    if target[: len(folder)] != folder:
        return _refuse("The file would land outside the project folder.")
    return ALLOW
