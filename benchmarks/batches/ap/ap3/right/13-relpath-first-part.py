# Right: other tool names (compared exactly) return None at once. Without a "cwd" attribute or with
# a non-text/empty file_path it denies with a non-blank alternative. Otherwise the target (normpath
# of the path joined to the folder, pure text) is outside exactly when its relative path from the
# normalised folder has ".." as its whole first part ("..hidden" is a name; "/" contains everything).
import os

from toolhooks import Deny


def keep_writes_in_project(call):
    """Deny Write and Edit whose file_path lands outside the project folder."""
    if call.tool_name not in {"Write", "Edit"}:
        return None
    cwd = call.context.attributes.get("cwd", "")
    file_path = call.input.get("file_path")
    if cwd == "" or not isinstance(file_path, str) or file_path == "":
        return Deny("there is no project folder or no file_path to check, so the write is refused",
                    "retry with file_path set to a path inside the open project")
    folder = os.path.normpath(cwd)
    rel = os.path.relpath(os.path.normpath(os.path.join(folder, file_path)), folder)
    if rel.split(os.sep, 1)[0] != os.pardir:
        return None
    return Deny(f"{file_path} resolves outside the project folder",
                f"write it somewhere under {folder}")
