package demo.components

import androidx.compose.foundation.background
import androidx.compose.foundation.layout.Box
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import demo.theme.Studio

@Composable
fun Stamp(label: String) {
    Box(Modifier.background(Studio.colors.fillStrong)) {
        Text(label, color = Studio.colors.onFillStrong)
    }
}
