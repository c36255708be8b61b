package com.acme.ui.util

import androidx.compose.runtime.Composable
import androidx.compose.foundation.isSystemInDarkTheme
import androidx.compose.ui.graphics.Color

/** The light color, or the dark one in dark mode. */
@Composable
fun adaptive(light: Color, dark: Color): Color = if (isSystemInDarkTheme()) dark else light
