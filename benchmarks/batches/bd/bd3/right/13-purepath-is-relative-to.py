# Right: exact tool names; a missing or empty cwd and a missing, empty or non-str file_path
# are denied with an alternative; the text is normalised with normpath first (so ".." is
# resolved without the file system), then PurePosixPath.is_relative_to compares whole parts,
# case-sensitively: the folder itself, its files, and everything under "/" are inside.
import os
from pathlib import PurePosixPath

from toolhooks import ALLOW, Deny


def keep_writes_in_project(call):
    if call.tool_name not in {"Write", "Edit"}:
        return ALLOW
    cwd = call.context.attributes.get("cwd")
    file_path = call.input.get("file_path")
    if not cwd:
        return Deny("no project folder is known for this session.", "ask the user to start Claude Code in the project.")
    if not isinstance(file_path, str) or not file_path:
        return Deny("file_path is missing or not text.", "send file_path as a path inside the project.")
    folder = PurePosixPath(os.path.normpath(cwd))
    target = PurePosixPath(os.path.normpath(os.path.join(cwd, file_path)))
    if target.is_relative_to(folder):
        return ALLOW
    return Deny(f"{file_path} is outside {cwd}.", "keep the file inside the project folder.")
