# Right: exact tool names; no cwd or no usable str file_path is a Deny with a non-blank alternative. Both paths are
# normalised on the text by posixpath.normpath first (so "..", "." and trailing slashes are gone before pathlib sees
# them), then PurePosixPath.is_relative_to compares whole parts, case-sensitively: the folder itself, its contents and
# everything when the folder is "/" are inside; "/work/project-old/x" is not. No file is read, no symlink followed.
import posixpath
from pathlib import PurePosixPath

from toolhooks import Deny


def keep_writes_in_project(call):
    if call.tool_name not in {"Write": 1, "Edit": 1}:
        return None
    project = call.context.attributes.get("cwd") or None
    raw = call.input.get("file_path")
    if project is None:
        return Deny("there is no project folder for this session.", "open the project folder first, then retry.")
    if not isinstance(raw, str) or len(raw) == 0:
        return Deny("no file_path string was given.", "retry with file_path naming a file in the project.")
    root = PurePosixPath(posixpath.normpath(project))
    target = PurePosixPath(posixpath.normpath(posixpath.join(str(root), raw)))
    if target.is_relative_to(root):
        return None
    return Deny(f"{raw!r} resolves to {str(target)!r}, outside {str(root)!r}.",
                f"choose a path inside {str(root)}.")
