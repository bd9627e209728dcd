# Right: Write/Edit only (exact names); the folder is the "cwd" attribute (missing or "" denied),
# file_path must be a non-empty str (else denied). Both are normalised as text by os.path.normpath,
# then compared as PurePosixPath parts with is_relative_to: whole parts, case-sensitive, the folder
# itself included, no file read and no symlink followed. Every Deny carries a non-blank alternative.
import os
from pathlib import PurePosixPath

from toolhooks import ALLOW, Deny


def keep_writes_in_project(call):
    """Deny Write and Edit whose file_path lands outside the project folder."""
    if call.tool_name not in ("Write", "Edit"):
        return ALLOW
    folder_text = call.context.attributes.get("cwd")
    if not folder_text:
        return Deny("no project folder is known for this session", "open the project and try again")
    raw = call.input.get("file_path")
    if not isinstance(raw, str) or not raw:
        return Deny("file_path is missing, empty or not text", "send file_path as a path in the project")
    folder = PurePosixPath(os.path.normpath(folder_text))
    target = PurePosixPath(os.path.normpath(os.path.join(folder_text, raw)))
    if target.is_relative_to(folder):
        return ALLOW
    return Deny(f"the path {raw} leaves the project folder", f"save it inside {folder}")
