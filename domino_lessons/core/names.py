"""The names the lessons give players, seat by seat: the same in every language, in quizzes, worksheets, practice
and mined puzzles."""

NAMES = ("Ada", "Ben", "Cy", "Dan", "Ena")
