package com.acme.ui.components

import androidx.compose.runtime.compositionLocalOf
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.text.TextStyle

/** Text style for content placed inside a component (label, button, badge). */
val LocalContentStyle = compositionLocalOf { TextStyle.Default }

/** Tint for icons placed next to that content. */
val LocalContentColor = compositionLocalOf { Color.Unspecified }
