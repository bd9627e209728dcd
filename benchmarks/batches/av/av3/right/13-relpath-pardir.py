# Right: only the exact names "Write"/"Edit" are checked; missing/"" cwd and a missing, empty or non-str
# file_path are denied with reason and alternative. os.path.relpath of the joined path from the folder
# (pure text for absolute paths: no disk, no symlinks) is ".." or "../..." exactly when outside; ".",
# names and "..hidden" stay inside, everything is inside "/". Case-sensitive, nothing decoded/stripped.
import os

from toolhooks import ALLOW, Deny

_REASONS = {
    "no_cwd": ("this session has no project folder (cwd), so the write cannot be checked.",
               "ask the user to start Claude Code in the project folder, then try again."),
    "no_path": ("the call has no usable file_path (it must be a non-empty string).",
                "send file_path as a path inside the project folder."),
}


def keep_writes_in_project(call):
    """Deny Write and Edit whose file_path lands outside the project folder."""
    if call.tool_name != "Write" and call.tool_name != "Edit":
        return ALLOW
    folder = call.context.attributes.get("cwd", "")
    if not folder:
        return Deny(*_REASONS["no_cwd"])
    path = call.input.get("file_path")
    if not isinstance(path, str) or path == "":
        return Deny(*_REASONS["no_path"])
    way = os.path.relpath(os.path.join(folder, path), folder)
    if way == os.pardir or way.startswith(os.pardir + os.sep):
        return Deny(
            f"{path!r} is outside the project folder {folder!r}.",
            f"write the file inside {folder!r}, e.g. with a path relative to it.",
        )
    return ALLOW
