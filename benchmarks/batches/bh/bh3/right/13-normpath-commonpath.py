# Right: only exact "Write"/"Edit" are checked (others -> None); the folder is only
# attributes["cwd"] (missing/"" -> Deny); file_path must be a non-empty str (else Deny); join onto
# the folder, os.path.normpath on the text only (no FS, no symlinks, nothing decoded), then
# os.path.commonpath compares whole parts case-sensitively: the folder itself and "/" work.
import os

from toolhooks import Deny

_ALTERNATIVE = "write the file inside the project folder, with a path relative to it"


def keep_writes_in_project(call):
    """Deny Write and Edit whose file_path lands outside the project folder."""
    if call.tool_name not in ("Write", "Edit"):
        return None
    folder = call.context.attributes.get("cwd")
    if not folder:
        return Deny("this session has no project folder, so no write can be checked", _ALTERNATIVE)
    path = call.input.get("file_path")
    if not isinstance(path, str) or path == "":
        return Deny("file_path is missing, empty or not a string", _ALTERNATIVE)
    root = os.path.normpath(folder)
    target = os.path.normpath(os.path.join(root, path))
    if os.path.commonpath([root, target]) != root:
        return Deny(f"{path!r} is outside the project folder {folder!r}", _ALTERNATIVE)
    return None
