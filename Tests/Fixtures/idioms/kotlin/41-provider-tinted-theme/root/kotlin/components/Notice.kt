package com.example.ui

import androidx.compose.foundation.background
import androidx.compose.foundation.border
import androidx.compose.foundation.layout.Box
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.runtime.CompositionLocalProvider
import androidx.compose.ui.Modifier
import androidx.compose.ui.unit.dp
import com.example.kit.Kit
import com.example.kit.LocalKitPalette
import com.example.kit.asCaution

@Composable
fun NoticeInfo(text: String) {
    Notice(text)
}

/** The same notice under the caution palette: the theme's accent is the caution color inside. */
@Composable
fun NoticeCaution(text: String) {
    CompositionLocalProvider(LocalKitPalette provides Kit.colors.asCaution()) {
        Notice(text)
    }
}

@Composable
private fun Notice(text: String) {
    val accent = Kit.colors.accent
    Box(Modifier.background(accent.fill.copy(0.12f)).border(1.dp, accent.line)) {
        Text(text, color = accent.fill)
    }
}
